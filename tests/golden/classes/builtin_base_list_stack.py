# A list subclass with extra methods: len, iteration, indexing, list's methods and printing.
class Stack(list):
    def push(self, x):
        self.append(x)

    def peek(self):
        return self[-1]

s = Stack()
for k in [1, 2, 3]:
    s.push(k)
print(s, len(s), s.peek(), s[0], s[-2:], [x * 10 for x in s], 2 in s, bool(Stack()))
s[0] = 100
del s[1]
print(s, s.pop(), s, sorted(Stack([3, 1, 2])), sum(s), isinstance(s, list), type(s).__name__)
# expect: [1, 2, 3] 3 3 1 [2, 3] [10, 20, 30] True False
# expect: [100] 3 [100] [1, 2, 3] 100 True Stack
