# glob.escape: '*', '?' and '[' bracketed (str, bytes, path objects), so glob matches such names literally
import glob, os, pathlib, tempfile
print(glob.escape('a*b?[c].txt'), glob.escape(''), glob.escape('plain/dir'), glob.escape('**/x[]'))
print(glob.escape(b'x*[y]?'), glob.escape(pathlib.Path('d/*.py')))
d = tempfile.mkdtemp(prefix='we[ft]*')
for name in ('a*b.txt', 'a1b.txt', '[x].py', 'x.py', 'q?.c', 'qz.c'):
    open(os.path.join(d, name), 'w').close()
base = glob.escape(d)
def names(pattern):
    return sorted(os.path.basename(p) for p in glob.glob(os.path.join(base, pattern)))
print(names(glob.escape('a*b') + '*'), names('a*b*'))
print(names(glob.escape('[x].py')), names('[x].py'), names(glob.escape('q?.c')), names('q?.c'))
print(glob.glob(os.path.join(d, '*')))
print(glob.has_magic(glob.escape('*')), glob.escape('é*ü'))
try:
    glob.escape(5)
except TypeError as e:
    print(e)
for name in os.listdir(d):
    os.remove(os.path.join(d, name))
os.rmdir(d)

# expect: a[*]b[?][[]c].txt  plain/dir [*][*]/x[[]]
# expect: b'x[*][[]y][?]' d/[*].py
# expect: ['a*b.txt'] ['a*b.txt', 'a1b.txt']
# expect: ['[x].py'] ['x.py'] ['q?.c'] ['q?.c', 'qz.c']
# expect: []
# expect: True é[*]ü
# expect: expected str, bytes or os.PathLike object, not int
