# A StringIO subclass overriding write: print(file=) and redirect_stdout go through the
# override, super() reaches StringIO's own methods; a plain subclass reads, iterates and
# closes as StringIO does and shows its own class in repr.
import io
from contextlib import redirect_stdout
class Capture(io.StringIO):
    def __init__(self):
        super().__init__()
        self.writes = 0
    def write(self, s):
        self.writes += 1
        return super().write(s.upper())
c = Capture()
print("hello", "world", file=c)
with redirect_stdout(c):
    print("inside")
    print(1, 2, sep="-")
print(repr(c.getvalue()), c.writes, isinstance(c, io.StringIO))
c.seek(0)
print(c.readline(), end="")
print(c.read(3), c.tell(), c.closed)
class Lines(io.StringIO):
    pass
t = Lines("abc\ndef\n")
print(list(t), repr(t.getvalue()), repr(t).startswith("<__main__.Lines object at "), repr(next(Lines("x\ny"))))
with Lines() as t2:
    t2.write("x")
print(t2.closed, type(t2).__name__)
class Bin(io.BytesIO):
    def write(self, b):
        return super().write(b * 2)
b = Bin()
b.write(b"ab")
print(b.getvalue())
t2.write("y")

# expect: 'HELLO WORLD\nINSIDE\n1-2\n' 10 True
# expect: HELLO WORLD
# expect: INS 15 False
# expect: ['abc\n', 'def\n'] 'abc\ndef\n' True 'x\n'
# expect: True Lines
# expect: b'abab'
# expect runtime error: ValueError: I/O operation on closed file
