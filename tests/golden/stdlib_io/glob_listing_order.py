# glob.glob lists names in the file system's order (os.listdir's), not sorted; hidden names
# match only a pattern starting with '.' unless include_hidden.
import glob, os, tempfile
base = tempfile.mkdtemp()
os.chdir(base)
for name in ["zeta.txt", "alpha.txt", "mid.py", "beta.txt", "omega.txt", ".hidden.txt"]:
    open(name, "w").close()
print(glob.glob("*.txt") == [n for n in os.listdir(".") if n.endswith(".txt") and n[0] != "."])
print(sorted(glob.glob("*")), glob.glob(".*"), glob.glob("[am]*.py"), glob.glob("nope*"), glob.glob("mid.py"))
print(sorted(glob.glob("*", include_hidden=True)), glob.has_magic("a[b"), glob.has_magic("ab"))

import shutil
os.chdir("/")
shutil.rmtree(base)

# expect: True
# expect: ['alpha.txt', 'beta.txt', 'mid.py', 'omega.txt', 'zeta.txt'] ['.hidden.txt'] ['mid.py'] [] ['mid.py']
# expect: ['.hidden.txt', 'alpha.txt', 'beta.txt', 'mid.py', 'omega.txt', 'zeta.txt'] True False
