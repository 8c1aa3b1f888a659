# pathlib's pure paths: PurePath/PurePosixPath, match, parents, with_stem, relative_to errors.
from pathlib import PurePath, PurePosixPath, Path, PosixPath

p = PurePosixPath('/usr/lib/python3.11/os.py')
print(repr(PurePath('a/b')), repr(Path('a')), type(p / 'x').__name__, type(Path('a').parent).__name__)
print(isinstance(Path('a'), PurePath), isinstance(Path('a'), PurePosixPath), issubclass(PosixPath, Path))
print(p.match('*.py'), p.match('lib/*/*.py'), p.match('/usr/*.py'), p.match('/usr/*/*/*.py'), p.match('*.PY'))
print(PurePath('a/b.py').match('*.py'), Path('x/y/z.txt').match('y/*.txt'), PurePath('a/b').match('a/b/c'))
print(p.with_stem('sys'), p.with_suffix('.pyc'), p.with_name('x.c'), PurePosixPath('a.tar.gz').with_stem('b'))
print(p.parts, list(p.parents))
print(p.parents[0], p.parents[-1], p.parents[1:3], len(p.parents), p.parents)
print(list(PurePosixPath('a/b').parents), p.root, repr(PurePath('a').root), repr(p.drive))
print(PurePosixPath('/a').joinpath('b', 'c/d'), 'etc' / PurePosixPath('x'), '/root' / Path('y'))
print(p.relative_to('/usr'), p.relative_to('/usr', 'lib'), p.is_relative_to('/usr'), p.is_relative_to('/etc'))
for f in [lambda: p.relative_to('/etc'), lambda: PurePosixPath('a/b').relative_to('/a'),
          lambda: PurePosixPath('a').with_stem(''), lambda: PurePosixPath('/').with_stem('x'),
          lambda: p.with_name('a/b'), lambda: p.match(''), lambda: p.parents[10]]:
    try:
        f()
    except (ValueError, IndexError) as e:
        print(type(e).__name__, e)
# expect: PurePosixPath('a/b') PosixPath('a') PurePosixPath PosixPath
# expect: True True True
# expect: True True False True False
# expect: True True False
# expect: /usr/lib/python3.11/sys.py /usr/lib/python3.11/os.pyc /usr/lib/python3.11/x.c b.gz
# expect: ('/', 'usr', 'lib', 'python3.11', 'os.py') [PurePosixPath('/usr/lib/python3.11'), PurePosixPath('/usr/lib'), PurePosixPath('/usr'), PurePosixPath('/')]
# expect: /usr/lib/python3.11 / (PurePosixPath('/usr/lib'), PurePosixPath('/usr')) 4 <PurePosixPath.parents>
# expect: [PurePosixPath('a'), PurePosixPath('.')] / '' ''
# expect: /a/b/c/d etc/x /root/y
# expect: lib/python3.11/os.py python3.11/os.py True False
# expect: ValueError '/usr/lib/python3.11/os.py' is not in the subpath of '/etc' OR one path is relative and the other is absolute.
# expect: ValueError 'a/b' is not in the subpath of '/a' OR one path is relative and the other is absolute.
# expect: ValueError Invalid name ''
# expect: ValueError PurePosixPath('/') has an empty name
# expect: ValueError Invalid name 'a/b'
# expect: ValueError empty pattern
# expect: IndexError 10
