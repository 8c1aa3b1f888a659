# StringIO with an initial value reads from the start: read(n), readline, readlines, iteration.
import io
s = io.StringIO("one\ntwo\nthree\nfour")
print(repr(s.read(2)), repr(s.readline()), repr(s.readline(2)), repr(s.readline()))
print(s.readlines())
print(repr(s.read()), repr(s.readline()))
s.seek(0)
for line in s:
    print(line.rstrip())
s.seek(0)
print(s.readlines(5))
print(list(io.StringIO("a\nb\n")))

# expect: 'on' 'e\n' 'tw' 'o\n'
# expect: ['three\n', 'four']
# expect: '' ''
# expect: one
# expect: two
# expect: three
# expect: four
# expect: ['one\n', 'two\n']
# expect: ['a\n', 'b\n']
