d = {}
d.update([(1, 2), 3])
# expect runtime error: TypeError: cannot convert dictionary update sequence element #1 to a sequence
