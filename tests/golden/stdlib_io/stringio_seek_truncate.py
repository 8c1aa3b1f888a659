# seek/tell count characters; writing inside overwrites, past the end pads with NULs; truncate.
import io
s = io.StringIO("abcdef")
print(s.tell(), s.seek(2), s.write("XY"), s.tell(), repr(s.getvalue()))
print(s.seek(0, 2), s.seek(0, 1), s.truncate(4), repr(s.getvalue()), s.tell())
s.seek(6)
s.write("!")
print(repr(s.getvalue()))
print(s.truncate(), s.seek(0), s.truncate(), repr(s.getvalue()))
print(s.readable(), s.writable(), s.seekable())

# expect: 0 2 2 4 'abXYef'
# expect: 6 6 4 'abXY' 6
# expect: 'abXY\x00\x00!'
# expect: 7 0 0 ''
# expect: True True True
