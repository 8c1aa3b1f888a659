# golden-module: a package imported by import_package.py
print("pkg init:", __name__, __package__)
VERSION = "1.0"
