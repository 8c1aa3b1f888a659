# TemporaryDirectory: a context manager giving the path; leaving it removes the whole tree.
import os
import tempfile
with tempfile.TemporaryDirectory() as td:
    print(os.path.isdir(td))
    with open(os.path.join(td, 'a.txt'), 'w') as f:
        f.write('hi')
    os.makedirs(os.path.join(td, 'sub', 'deep'))
    print(sorted(os.listdir(td)))
print(os.path.exists(td))
t = tempfile.TemporaryDirectory(prefix='x')
print(os.path.isdir(t.name), repr(t).startswith("<TemporaryDirectory '"))
t.cleanup()
t.cleanup()
print(os.path.exists(t.name))

# expect: True
# expect: ['a.txt', 'sub']
# expect: False
# expect: True True
# expect: False
