# A user class deriving from OSError (after a mixin or not) keeps errno, strerror and filename
# from its 2 to 5 arguments, its args cut to the first two, as OSError's __new__/__init__ do.
class MyMixin:
    def describe(self):
        return f"{type(self).__name__}: {self.filename}"
class E(MyMixin, FileNotFoundError):
    pass
try:
    raise E(2, 'No such file', 'x.txt')
except E as e:
    print(e.errno, e.strerror, e.filename, e.args, str(e))
    print(e.describe(), isinstance(e, OSError))
e = E(13, 'denied')
print(e.errno, e.strerror, e.filename, str(e))
class F(MyMixin, OSError):
    def __init__(self, *a):
        super().__init__(*a)
f = F(2, 'gone', 'y')
print(type(f).__name__, f.errno, f.filename, str(f))
g = OSError(2, 'x')
print(type(g).__name__)
class G(MyMixin, ValueError): pass
print(repr(G('a', 1)))
class H(OSError): pass
h = H('just a message')
print(h.errno, h.strerror, h.args, str(h))
h = H(1, 'two', 'a', None, 'b')
print(h.errno, h.filename, h.filename2, h.args, str(h))
# expect: 2 No such file x.txt (2, 'No such file') [Errno 2] No such file: 'x.txt'
# expect: E: x.txt True
# expect: 13 denied None [Errno 13] denied
# expect: F 2 y [Errno 2] gone: 'y'
# expect: FileNotFoundError
# expect: G('a', 1)
# expect: None None ('just a message',) just a message
# expect: 1 a b (1, 'two') [Errno 1] two: 'a' -> 'b'
