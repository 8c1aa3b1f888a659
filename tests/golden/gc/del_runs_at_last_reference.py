# __del__ runs as soon as the last reference goes (a return, del, a name rebound to None, a
# global store): what it changes is seen by the next statement; slices go last item first.
class Resource:
    count = 0
    def __init__(self, name):
        self.name = name
        Resource.count += 1
        print(f"acquire {name}")
    def __del__(self):
        Resource.count -= 1
        print(f"release {self.name}")
def scope():
    r = Resource("local")
    print("in scope")
scope()
print("after scope", Resource.count)
a = Resource("a")
b = a
del a
print("a deleted, b alive")
b = None
print("b cleared", Resource.count)
items = [Resource(f"item{i}") for i in range(3)]
items.pop()
print("popped")
items.clear()
print("cleared")
x = Resource("rebound")
x = Resource("new")
print("end of program")
# expect: acquire local
# expect: in scope
# expect: release local
# expect: after scope 0
# expect: acquire a
# expect: a deleted, b alive
# expect: release a
# expect: b cleared 0
# expect: acquire item0
# expect: acquire item1
# expect: acquire item2
# expect: release item2
# expect: popped
# expect: release item1
# expect: release item0
# expect: cleared
# expect: acquire rebound
# expect: acquire new
# expect: release rebound
# expect: end of program
# expect: release new
