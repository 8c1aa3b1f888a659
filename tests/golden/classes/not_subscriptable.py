# subscripting an object without __getitem__
class E:
    pass


print(E()[0])
# expect runtime error: TypeError: 'E' object is not subscriptable
