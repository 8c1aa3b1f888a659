# A set subclass takes at most one argument, as set does.
class Tags(set):
    pass


print(Tags([1], [2]))
# expect runtime error: TypeError: Tags expected at most 1 argument, got 2
