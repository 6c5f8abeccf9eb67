print("ListKit showcase")
