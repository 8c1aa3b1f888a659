# tempfile.gettempdir, gettempprefix, mkdtemp (suffix, prefix, dir) and mkstemp.
import os
import tempfile
d = tempfile.gettempdir()
print(os.path.isdir(d), tempfile.gettempprefix())
p = tempfile.mkdtemp()
print(os.path.isdir(p), os.path.basename(p).startswith('tmp'), len(os.path.basename(p)))
os.rmdir(p)
p = tempfile.mkdtemp(suffix='.x', prefix='run_', dir=d)
print(os.path.basename(p).startswith('run_'), p.endswith('.x'), os.path.dirname(p) == d)
os.rmdir(p)
fd, path = tempfile.mkstemp(suffix='.txt')
print(type(fd).__name__, os.path.exists(path), path.endswith('.txt'))
os.close(fd)
os.remove(path)
print(os.path.exists(path))

# expect: True tmp
# expect: True True 11
# expect: True True True
# expect: int True True
# expect: False
