# a special method that compares its own instances forever
class Loop:
    def __eq__(self, other):
        return self == other


print(Loop() is not None)
print(Loop() == Loop())
# expect: True
# expect runtime error: RecursionError: maximum recursion depth exceeded
