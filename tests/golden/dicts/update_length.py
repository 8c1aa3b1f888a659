d = dict([(1, 2), (3, 4, 5)])
# expect runtime error: ValueError: dictionary update sequence element #1 has length 3; 2 is required
