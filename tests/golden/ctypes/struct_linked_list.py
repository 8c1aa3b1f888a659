# A linked list: _fields_ set after the class statement, so a field can point to the class.
import ctypes as ct

class Node(ct.Structure):
    pass

print(ct.sizeof(Node))
Node._fields_ = [("value", ct.c_int), ("next", ct.POINTER(Node))]
print(ct.sizeof(Node), ct.alignment(Node), Node.next)

lib = ct.CDLL("../../../build/test/libweftffi.so")
lib.list_sum.argtypes = [ct.POINTER(Node)]
lib.list_find.argtypes = [ct.POINTER(Node), ct.c_int]
lib.list_find.restype = ct.POINTER(Node)

nodes = [Node(v) for v in (3, 5, 7)]
for a, b in zip(nodes, nodes[1:]):
    a.next = ct.pointer(b)
head = ct.pointer(nodes[0])
print(lib.list_sum(head))
p = head
while p:
    print(p.contents.value, end=" ")
    p = p.contents.next
print()
found = lib.list_find(head, 5)
print(found.contents.value, found.contents.next.contents.value)
print(bool(lib.list_find(head, 4)))
found.contents.value = 50
print(nodes[1].value, lib.list_sum(head))
# expect: 0
# expect: 16 8 <Field type=LP_Node, ofs=8, size=8>
# expect: 15
# expect: 3 5 7 
# expect: 5 7
# expect: False
# expect: 50 60
