# A for loop's iterator and its last item die when the loop ends (or breaks), and a
# comprehension's variables when it finishes, so rebinding the loop variable frees the object.
class D:
    def __init__(self, n):
        self.n = n

    def __del__(self):
        print("del", self.n)


for x in [D(1)]:
    pass
x = None
print("loop done")
for x in (D(2),):
    break
x = None
print("break done")
def f():
    for y in [D(3)]:
        pass
    y = None
    print("in f")
f()
n = len([d.n for d in [D(4), D(5)]])
print("comprehension", n)
# expect: del 1
# expect: loop done
# expect: del 2
# expect: break done
# expect: del 3
# expect: in f
# expect: del 4
# expect: del 5
# expect: comprehension 2
