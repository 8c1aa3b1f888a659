# A str subclass with extra methods: str's methods and operators work on it and give strs.
class Name(str):
    def shout(self):
        return self.upper() + "!"

n = Name("ada")
print(n, repr(n), n.shout(), len(n), n[0], n[1:], type(n[1:]).__name__)
print(n + "x", "x" + n, n * 2, n == "ada", "ada" == n, n < "b", "d" in n)
print(n.startswith("a"), n.split("d"), f"<{n}>", f"{n:>5}", isinstance(n, str))
# expect: ada 'ada' ADA! 3 a da str
# expect: adax xada adaada True True True True
# expect: True ['a', 'a'] <ada>   ada True
