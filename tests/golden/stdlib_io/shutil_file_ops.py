# shutil: copy (into a folder), copyfile, move, copy2, copytree, rmtree (ignore_errors) and which,
# with the OSError subclasses CPython raises for missing paths.
import os
import shutil
import tempfile
d = tempfile.mkdtemp()
p = os.path.join(d, 'a.txt')
with open(p, 'w') as f:
    f.write('hi')
os.makedirs(os.path.join(d, 'sub', 'deep'))
print(shutil.copy(p, os.path.join(d, 'sub')) == os.path.join(d, 'sub', 'a.txt'))
print(shutil.copyfile(p, os.path.join(d, 'c.txt')) == os.path.join(d, 'c.txt'))
print(shutil.move(os.path.join(d, 'c.txt'), os.path.join(d, 'e.txt')) == os.path.join(d, 'e.txt'))
shutil.copy2(p, os.path.join(d, 'f.txt'))
shutil.copytree(os.path.join(d, 'sub'), os.path.join(d, 'sub2'))
print(sorted(os.listdir(d)), sorted(os.listdir(os.path.join(d, 'sub2'))))
with open(os.path.join(d, 'sub2', 'a.txt')) as f:
    print(f.read())
shutil.rmtree(d)
print(os.path.exists(d))
print(shutil.which('sh') is not None, shutil.which('no-such-program-xyz'))
for fn, args in [(shutil.copyfile, ('nosuch', 'x')), (shutil.rmtree, ('nosuchdir',)), (shutil.move, ('nosuch', 'y')), (shutil.copy, ('nosuch', 'y'))]:
    try:
        fn(*args)
    except OSError as e:
        print(type(e).__name__, e)
shutil.rmtree('nosuchdir', ignore_errors=True)
print('done')
# expect: True
# expect: True
# expect: True
# expect: ['a.txt', 'e.txt', 'f.txt', 'sub', 'sub2'] ['a.txt', 'deep']
# expect: hi
# expect: False
# expect: True None
# expect: FileNotFoundError [Errno 2] No such file or directory: 'nosuch'
# expect: FileNotFoundError [Errno 2] No such file or directory: 'nosuchdir'
# expect: FileNotFoundError [Errno 2] No such file or directory: 'nosuch'
# expect: FileNotFoundError [Errno 2] No such file or directory: 'nosuch'
# expect: done
