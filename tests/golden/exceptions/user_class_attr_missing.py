# A missing attribute on an instance of a user exception class.
class MyError(Exception):
    pass

e = MyError("x")
print(e.args)
print(e.detail)
# expect: ('x',)
# expect runtime error: AttributeError: 'MyError' object has no attribute 'detail'
