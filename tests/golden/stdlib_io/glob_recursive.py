# glob with recursive=True: '**' matches every depth of directories; a directory part with
# wildcards is globbed first.
import glob, os, tempfile
base = tempfile.mkdtemp()
os.chdir(base)
os.makedirs("d1/sub")
os.makedirs("d2")
for name in ["top.txt", "d1/a.txt", "d1/sub/c.txt", "d2/x.txt", "d2/y.py"]:
    open(name, "w").close()
print(sorted(glob.glob("**", recursive=True)))
print(sorted(glob.glob("**/*.txt", recursive=True)), sorted(glob.glob("d1/**", recursive=True)))
print(sorted(glob.glob("d*/*.txt")), sorted(glob.glob("*/")), glob.glob("**/c.txt"))

import shutil
os.chdir("/")
shutil.rmtree(base)

# expect: ['d1', 'd1/a.txt', 'd1/sub', 'd1/sub/c.txt', 'd2', 'd2/x.txt', 'd2/y.py', 'top.txt']
# expect: ['d1/a.txt', 'd1/sub/c.txt', 'd2/x.txt', 'top.txt'] ['d1/', 'd1/a.txt', 'd1/sub', 'd1/sub/c.txt']
# expect: ['d1/a.txt', 'd2/x.txt'] ['d1/', 'd2/'] []
