# str() and repr() of instances of a user exception class with 0, 1 and 2 arguments.
class MyError(Exception):
    pass

for e in [MyError(), MyError("x"), MyError(1, 2), MyError([1])]:
    print(repr(str(e)), repr(e), e.args)
# expect: '' MyError() ()
# expect: 'x' MyError('x') ('x',)
# expect: '(1, 2)' MyError(1, 2) (1, 2)
# expect: '[1]' MyError([1]) ([1],)
