# id(): equal exactly for the same object.
a = [1, 2]
b = a
c = [1, 2]
print(id(a) == id(b), id(a) == id(c), id(None) == id(None), isinstance(id(a), int))
x = 300
y = x
print(id(x) == id(y))

# expect: True False True True
# expect: True
