x = [3, 1, 2]
print(sortd(x))
# expect runtime error: NameError: name 'sortd' is not defined. Did you mean: 'sorted'?
