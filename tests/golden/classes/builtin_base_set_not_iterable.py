# Making a set subclass from a non-iterable raises set's TypeError.
class Tags(set):
    pass


print(Tags(5))
# expect runtime error: TypeError: 'int' object is not iterable
