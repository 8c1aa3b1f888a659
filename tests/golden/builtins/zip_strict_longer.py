# zip(strict=True) reports which argument ran out first.
print(list(zip([1,2], [2, 3], [4], strict=True)))

# expect runtime error: ValueError: zip() argument 3 is shorter than arguments 1-2
