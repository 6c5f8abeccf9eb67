// The networking client arrives with the view-models work.
