# Path.glob with "**" parts (any depth, the folder itself included), dotfiles matched by
# wildcards as pathlib does, rglob, as_posix, and the empty pattern's ValueError.
from pathlib import Path, PurePosixPath
import tempfile, os
with tempfile.TemporaryDirectory() as tmp:
    root = Path(tmp)
    (root / "src" / "pkg" / "deep").mkdir(parents=True)
    for f in ["a.py", "src/b.py", "src/pkg/c.py", "src/pkg/deep/d.py", "src/pkg/deep/e.txt", ".hidden.py"]:
        (root / f).write_text("x")
    for pat in ["**/*.py", "src/**/*.py", "**", "src/**", "*/pkg/**/*.txt", "**/deep/*", "*.py", "src/*"]:
        print(pat, sorted(p.relative_to(root).as_posix() for p in root.glob(pat)))
    print(sorted(p.relative_to(root).as_posix() for p in root.rglob("*.py")))
    total = sum(len(q.read_text()) for q in root.glob("**/*.py"))
    print("chars in .py files:", total)
    os.chdir(tmp)
    print(sorted(str(p) for p in Path(".").glob("**/*.py")))
    print(sorted(str(p) for p in Path("src").glob("**/*.txt")))
    try:
        list(root.glob(""))
    except ValueError as e:
        print("ValueError:", e)
    os.chdir("/")
print(PurePosixPath("/a/b/c.txt").as_posix(), Path("x/y").as_posix())
# expect: **/*.py ['.hidden.py', 'a.py', 'src/b.py', 'src/pkg/c.py', 'src/pkg/deep/d.py']
# expect: src/**/*.py ['src/b.py', 'src/pkg/c.py', 'src/pkg/deep/d.py']
# expect: ** ['.', 'src', 'src/pkg', 'src/pkg/deep']
# expect: src/** ['src', 'src/pkg', 'src/pkg/deep']
# expect: */pkg/**/*.txt ['src/pkg/deep/e.txt']
# expect: **/deep/* ['src/pkg/deep/d.py', 'src/pkg/deep/e.txt']
# expect: *.py ['.hidden.py', 'a.py']
# expect: src/* ['src/b.py', 'src/pkg']
# expect: ['.hidden.py', 'a.py', 'src/b.py', 'src/pkg/c.py', 'src/pkg/deep/d.py']
# expect: chars in .py files: 5
# expect: ['.hidden.py', 'a.py', 'src/b.py', 'src/pkg/c.py', 'src/pkg/deep/d.py']
# expect: ['src/pkg/deep/e.txt']
# expect: ValueError: Unacceptable pattern: ''
# expect: /a/b/c.txt x/y
