# os.walk(top, topdown=False): each folder's step comes after the steps of the folders in it, so
# sizes can be summed bottom-up.
import os, tempfile, shutil
root = tempfile.mkdtemp()
os.makedirs(os.path.join(root, "a", "b", "c"))
os.makedirs(os.path.join(root, "x", "y"))
sizes = {"a/one.txt": 10, "a/b/two.txt": 20, "a/b/c/three.txt": 30, "x/y/four.txt": 40, "top.txt": 5}
for rel, n in sizes.items():
    with open(os.path.join(root, rel), "w") as f:
        f.write("z" * n)
order = [os.path.relpath(d, root) for d, _, _ in os.walk(root, topdown=False)]
print(len(order), order[-1])
print(all(order.index(p) < order.index(os.path.dirname(p) or ".") for p in order if p != "."))
totals = {}
for d, dirs, files in os.walk(root, topdown=False):
    total = sum(os.path.getsize(os.path.join(d, f)) for f in files)
    total += sum(totals.get(os.path.join(d, s), 0) for s in dirs)
    totals[d] = total
for d in sorted(totals):
    print(os.path.relpath(d, root), totals[d])
steps = {os.path.relpath(d, root): (sorted(ds), sorted(fs)) for d, ds, fs in os.walk(root, topdown=False)}
print(steps["x"], steps["a/b/c"])
print(list(os.walk(os.path.join(root, "missing"), topdown=False)))
shutil.rmtree(root)
# expect: 6 .
# expect: True
# expect: . 105
# expect: a 60
# expect: a/b 50
# expect: a/b/c 30
# expect: x 40
# expect: x/y 40
# expect: (['y'], []) ([], ['three.txt'])
# expect: []
