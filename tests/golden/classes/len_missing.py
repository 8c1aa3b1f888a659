# len() of an object without __len__
class E:
    pass


print(len(E()))
# expect runtime error: TypeError: object of type 'E' has no len()
