# A set subclass has no [] (CPython names the subclass).
class Tags(set):
    pass


print(Tags([1])[0])
# expect runtime error: TypeError: 'Tags' object is not subscriptable
