# list's methods called through the class take an instance of a list subclass, and run
# list's own method even where the subclass overrides it; super().append works too.
class Stack(list):
    def append(self, x):
        print("Stack.append", x)
        super().append(x * 10)

s = Stack()
s.append(1)
list.append(s, 2)
list.extend(s, [3, 4])
print(s)
print(list.pop(s), s, list.index(s, 2), list.__name__)
# expect: Stack.append 1
# expect: [10, 2, 3, 4]
# expect: 4 [10, 2, 3] 1 list
