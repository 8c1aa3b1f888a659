# `in` on an object without __contains__, __iter__ or __getitem__
class E:
    pass


print(1 in E())
# expect runtime error: TypeError: argument of type 'E' is not iterable
