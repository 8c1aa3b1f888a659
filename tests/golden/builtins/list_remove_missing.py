# list.remove of a missing value.
a = [1, 2]
a.remove(2)
print(a)
a.remove(5)

# expect: [1]
# expect runtime error: ValueError: list.remove(x): x not in list
