# a builtin is named by its name
dict(**{'a': 1}, a=2)
# expect runtime error: TypeError: dict() got multiple values for keyword argument 'a'
