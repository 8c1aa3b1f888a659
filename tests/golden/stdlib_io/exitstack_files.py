# The course idiom: several files opened in one ExitStack, all closed at the end.
import os
from contextlib import ExitStack
names = ["es_a.txt", "es_b.txt"]
with ExitStack() as stack:
    files = [stack.enter_context(open(n, "w")) for n in names]
    for f, n in zip(files, names):
        f.write(n.upper())
print([f.closed for f in files])
for n in names:
    with open(n) as f:
        print(f.read())
    os.remove(n)

# expect: [True, True]
# expect: ES_A.TXT
# expect: ES_B.TXT
