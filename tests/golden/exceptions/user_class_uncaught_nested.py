# A class defined inside another class prints with its qualified name.
class Parser:
    class ParseError(Exception):
        pass

raise Parser.ParseError("unexpected token")
# expect runtime error: Parser.ParseError: unexpected token
