# NamedTemporaryFile(delete=False) leaves the file for later.
import os
import tempfile
f = tempfile.NamedTemporaryFile(mode='w+b', delete=False)
f.write(b'abc')
f.close()
print(os.path.exists(f.name), f.delete, f.closed)
with open(f.name, 'rb') as g:
    print(g.read())
os.remove(f.name)

# expect: True False True
# expect: b'abc'
