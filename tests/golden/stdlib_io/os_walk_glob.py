# os.chdir, os.walk (top-down, pruned through the dirnames list) and glob.glob in a temporary
# folder tree.
import os, glob, tempfile
root = tempfile.mkdtemp()
os.chdir(root)
for d in ["data/raw", "data/clean", ".cache", "src"]:
    os.makedirs(d, exist_ok=True)
for f in ["data/raw/a.csv", "data/raw/b.csv", "data/clean/a.csv", "src/main.py", "README.md", ".cache/x"]:
    with open(f, "w") as fh:
        fh.write("x")
for top, dirs, files in os.walk("."):
    dirs[:] = sorted(d for d in dirs if not d.startswith("."))
    print(top, sorted(dirs), sorted(files))
print(sorted(glob.glob("data/*/*.csv")), sorted(glob.glob("*")), glob.glob("nothing*"))
print(sorted(glob.glob("data/raw/?.csv")), os.getcwd() == os.path.abspath(root))
# expect: . ['data', 'src'] ['README.md']
# expect: ./data ['clean', 'raw'] []
# expect: ./data/clean [] ['a.csv']
# expect: ./data/raw [] ['a.csv', 'b.csv']
# expect: ./src [] ['main.py']
# expect: ['data/clean/a.csv', 'data/raw/a.csv', 'data/raw/b.csv'] ['README.md', 'data', 'src'] []
# expect: ['data/raw/a.csv', 'data/raw/b.csv'] True
