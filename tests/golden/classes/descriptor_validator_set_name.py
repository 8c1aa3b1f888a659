# A data descriptor written in Python: __set_name__ at class creation, __set__ on assignment
# (also in __init__), __get__ on reads; its ValueError surfaces through __set__.
class Validated:
    def __set_name__(self, owner, name):
        self.public = name
        self.private = "_" + name
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.private)
    def __set__(self, obj, value):
        if value <= 0:
            raise ValueError(f"{self.public} must be positive, got {value}")
        setattr(obj, self.private, value)
class Item:
    price = Validated()
    qty = Validated()
    def __init__(self, price, qty):
        self.price, self.qty = price, qty
items = [Item(2.5, 4), Item(10, 1)]
print([i.price * i.qty for i in items], sum(i.price for i in items for _ in range(3)))
print(type(Item.price).__name__, Item.qty.public, vars(items[0]))
try:
    Item(0, 1)
except ValueError as e:
    print("ValueError:", e)
items[1].qty = -1
# expect: [10.0, 10] 37.5
# expect: Validated qty {'_price': 2.5, '_qty': 4}
# expect: ValueError: price must be positive, got 0
# expect runtime error: ValueError: qty must be positive, got -1
