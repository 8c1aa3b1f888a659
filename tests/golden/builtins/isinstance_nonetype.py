# isinstance(x, type(None)) holds for None only.
print(isinstance(None, type(None)), isinstance(0, type(None)), isinstance(None, (int, type(None))))
# expect: True False True
