# weakref.WeakMethod: an observer list that does not keep its handlers' objects alive.
import weakref
class Button:
    def __init__(self): self.handlers = []
    def on_click(self, h): self.handlers.append(weakref.WeakMethod(h))
    def click(self):
        for w in self.handlers:
            m = w()
            print("handler gone" if m is None else m("clicked"))
class View:
    def __init__(self, name): self.name = name
    def handle(self, ev): return f"{self.name} got {ev}"
b = Button(); v = View("v1")
b.on_click(v.handle)
b.click()
print(weakref.ref(v.handle)())
del v
b.click()
try: weakref.WeakMethod(len)
except TypeError as e: print(e)
# expect: v1 got clicked
# expect: None
# expect: handler gone
# expect: argument should be a bound method, not <class 'builtin_function_or_method'>
