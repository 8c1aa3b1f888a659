# objects referring to objects: a linked list, a tree with parent links (reference cycles,
# freed when the program ends), recursion through methods
class Node:
    def __init__(self, value, next=None):
        self.value = value
        self.next = next


class LinkedList:
    def __init__(self):
        self.head = None
        self.size = 0

    def push(self, v):
        self.head = Node(v, self.head)
        self.size += 1

    def __iter__(self):
        return ListIter(self.head)

    def __len__(self):
        return self.size

    def reverse(self):
        prev, cur = None, self.head
        while cur is not None:
            cur.next, prev, cur = prev, cur, cur.next
        self.head = prev


class ListIter:
    def __init__(self, node):
        self.node = node

    def __iter__(self):
        return self

    def __next__(self):
        if self.node is None:
            return next(iter(()))
        v = self.node.value
        self.node = self.node.next
        return v


ll = LinkedList()
for i in range(5):
    ll.push(i * i)
print(list(ll), len(ll))
ll.reverse()
print(list(ll))


class Tree:
    def __init__(self, label, parent=None):
        self.label = label
        self.parent = parent
        self.children = []
        if parent is not None:
            parent.children.append(self)

    def depth(self):
        return 0 if self.parent is None else 1 + self.parent.depth()

    def walk(self):
        out = [(self.label, self.depth())]
        for c in self.children:
            out.extend(c.walk())
        return out

    def size(self):
        return 1 + sum([c.size() for c in self.children])


root = Tree("root")
a = Tree("a", root)
b = Tree("b", root)
Tree("a1", a)
Tree("b1", b)
Tree("b2", b)
print(root.walk(), root.size())
me = Tree("self")
me.me = me
me.bound = me.walk
print(me.me.me.label, me.bound())
# expect: [16, 9, 4, 1, 0] 5
# expect: [0, 1, 4, 9, 16]
# expect: [('root', 0), ('a', 1), ('a1', 2), ('b', 1), ('b1', 2), ('b2', 2)] 6
# expect: self [('self', 0)]
