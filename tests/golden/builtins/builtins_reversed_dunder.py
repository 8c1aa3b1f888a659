# reversed() uses __reversed__, else __len__ and __getitem__.
class Countdown:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return iter(range(1, self.n + 1))
    def __reversed__(self):
        return iter(range(self.n, 0, -1))
class Seq:
    def __len__(self):
        return 3
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError(i)
        return i * 10
print(list(reversed(Countdown(4))), list(reversed(Seq())))

# expect: [4, 3, 2, 1] [20, 10, 0]
