# NamedTemporaryFile: text and binary modes, write/seek/read, iteration, delete on close.
import os
import tempfile
with tempfile.NamedTemporaryFile('w+') as f:
    f.write('hello\nworld\n')
    f.seek(0)
    print(f.read(), os.path.exists(f.name))
    name = f.name
print(os.path.exists(name))
with tempfile.NamedTemporaryFile() as f:
    f.write(b'xyz')
    f.seek(0)
    print(f.read())
f = tempfile.NamedTemporaryFile('w+', suffix='.csv')
f.write('a,b\n1,2\n')
f.seek(0)
print([line for line in f], f.name.endswith('.csv'))
n = f.name
f.close()
print(os.path.exists(n), f.closed)

# expect: hello
# expect: world
# expect:  True
# expect: False
# expect: b'xyz'
# expect: ['a,b\n', '1,2\n'] True
# expect: False True
