# io's abstract base classes: a TextIOBase subclass with only write() takes print(file=),
# writelines and `with`; one with readline() iterates; a RawIOBase with readinto() reads;
# StringIO, BytesIO, open()'s files and sys.stdout are instances of the right base.
import io, sys
print(io.IOBase, io.TextIOBase, io.RawIOBase, io.BufferedIOBase, type(io.IOBase))
print(isinstance(io.StringIO(), io.TextIOBase), isinstance(io.BytesIO(), io.BufferedIOBase), isinstance(io.StringIO(), io.IOBase),
      isinstance(sys.stdout, io.TextIOBase), isinstance(open(__file__), io.TextIOBase), isinstance(open(__file__, "rb"), io.BufferedIOBase), isinstance(5, io.IOBase))
class Log(io.TextIOBase):
    def __init__(self):
        self.parts = []
    def write(self, s):
        self.parts.append(s)
        return len(s)
l = Log()
print("a", "b", file=l)
print(l.parts, l.writable(), l.readable(), l.seekable(), l.closed, l.encoding, l.errors, l.newlines, l.isatty())
l.writelines(["x", "y"])
print(l.parts[-2:])
with l as m:
    print(m is l)
print(l.closed)
for f in [lambda: l.flush(), lambda: Log().read(), lambda: Log().fileno(), lambda: Log().tell(), lambda: Log().detach(), lambda: iter(l)]:
    try:
        f()
    except (ValueError, io.UnsupportedOperation) as e:
        print(type(e).__name__, e)
class Src(io.TextIOBase):
    def __init__(self, text):
        self.lines = text.splitlines(True)
    def readline(self, size=-1):
        return self.lines.pop(0) if self.lines else ""
print(list(Src("a\nb\n")), Src("q\nr").readlines())
class Raw(io.RawIOBase):
    def __init__(self):
        self.data = b"hello\nworld"
    def readinto(self, b):
        n = min(len(b), len(self.data))
        b[:n] = self.data[:n]
        self.data = self.data[n:]
        return n
print(Raw().read(), Raw().read(2), Raw().readall(), Raw().readline())
x = io.IOBase()
x.close()
print(x.closed)
x.flush()

# expect: <class 'io.IOBase'> <class 'io.TextIOBase'> <class 'io.RawIOBase'> <class 'io.BufferedIOBase'> <class 'abc.ABCMeta'>
# expect: True True True True True True False
# expect: ['a', ' ', 'b', '\n'] False False False False None None None False
# expect: ['x', 'y']
# expect: True
# expect: True
# expect: ValueError I/O operation on closed file.
# expect: UnsupportedOperation read
# expect: UnsupportedOperation fileno
# expect: UnsupportedOperation seek
# expect: UnsupportedOperation detach
# expect: ValueError I/O operation on closed file.
# expect: ['a\n', 'b\n'] ['q\n', 'r']
# expect: b'hello\nworld' b'he' b'hello\nworld' b'hello\n'
# expect: True
# expect runtime error: ValueError: I/O operation on closed file.
