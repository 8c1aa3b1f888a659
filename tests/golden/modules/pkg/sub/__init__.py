# golden-module: the package pkg.sub
