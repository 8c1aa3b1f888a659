# The MRO and bases of subclasses of builtin types, and issubclass.
class Stack(list):
    pass

class Deep(Stack):
    pass

print(Deep.__mro__, Stack.__bases__)
print(issubclass(Deep, list), issubclass(Deep, Stack), issubclass(list, Stack), isinstance(Deep(), list))
# expect: (<class '__main__.Deep'>, <class '__main__.Stack'>, <class 'list'>, <class 'object'>) (<class 'list'>,)
# expect: True True False True
