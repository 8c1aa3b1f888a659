# An instance that keeps one of its own bound methods is a cycle of two objects.
import gc


class Button:
    def click(self):
        return "clicked"


gc.collect()
b = Button()
b.handler = b.click
print(b.handler())
del b
print(gc.collect())
# expect: clicked
# expect: 2
