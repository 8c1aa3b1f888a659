# Classes made by a factory in a loop do not pile up.
# env: WEFT_MAX_MEMORY=48M
def factory(i):
    class Local:
        def get(self):
            return i
    return Local().get()


total = 0
for i in range(100000):
    total += factory(i)
print(total)
# expect: 4999950000
