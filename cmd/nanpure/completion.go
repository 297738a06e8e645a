package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"strings"
)

func runCompletion(ctx context.Context, e *env, args []string) error {
	fs := newFlags(e, "completion", "bash|zsh|fish", `
Print a script that completes nanpure's commands and flags in the shell
named. It is made from the commands and their flags as they are in this
binary, so it never falls behind.`, `
  source <(nanpure completion bash)           # in ~/.bashrc
  source <(nanpure completion zsh)            # in ~/.zshrc
  nanpure completion fish > ~/.config/fish/completions/nanpure.fish`)
	pos, err := parseFlags(e, fs, args)
	if err != nil {
		return helpOK(err)
	}
	if len(pos) != 1 {
		return usageErrorf("completion: name one shell: bash, zsh or fish (see nanpure help completion)")
	}
	cmds, err := commandFlags(ctx)
	if err != nil {
		return err
	}
	switch pos[0] {
	case "bash":
		writeBash(e.stdout, cmds)
	case "zsh":
		writeZsh(e.stdout, cmds)
	case "fish":
		writeFish(e.stdout, cmds)
	default:
		return usageErrorf("completion: unknown shell %q (want bash, zsh or fish)", pos[0])
	}
	return nil
}

// A completed command is a command with its flags, for completion.
type completed struct {
	command
	flags []*flag.Flag
}

// commandFlags returns every command with its flag set, got by running the
// command with an env that takes the flag set at parseFlags and stops
// there: whatever flags a command defines, completion offers.
func commandFlags(ctx context.Context) ([]completed, error) {
	var cmds []completed
	for _, c := range commands {
		var flags []*flag.Flag
		e := &env{stdin: strings.NewReader(""), stdout: io.Discard, stderr: io.Discard,
			flagSet: func(fs *flag.FlagSet) { fs.VisitAll(func(f *flag.Flag) { flags = append(flags, f) }) }}
		if err := c.run(ctx, e, nil); err != nil {
			return nil, fmt.Errorf("completion: %s: %w", c.name, err)
		}
		cmds = append(cmds, completed{c, flags})
	}
	return cmds, nil
}

// dashed is the flag as it is typed: -i and -j with one dash, --format with
// two.
func dashed(f *flag.Flag) string {
	if len(f.Name) == 1 {
		return "-" + f.Name
	}
	return "--" + f.Name
}

// takesValue reports whether a flag is followed by a value (all but the
// booleans).
func takesValue(f *flag.Flag) bool {
	b, ok := f.Value.(interface{ IsBoolFlag() bool })
	return !ok || !b.IsBoolFlag()
}

// takesFile reports whether the value of a flag is a file name.
func takesFile(f *flag.Flag) bool {
	name, _ := flag.UnquoteUsage(f)
	return name == "FILE"
}

// summary is the usage of a flag without its value's name in back quotes.
func summary(f *flag.Flag) string {
	_, usage := flag.UnquoteUsage(f)
	return usage
}

func writeBash(w io.Writer, cmds []completed) {
	var names []string
	for _, c := range cmds {
		names = append(names, c.name)
	}
	fmt.Fprintf(w, `# bash completion for nanpure: source <(nanpure completion bash)
_nanpure() {
	local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
	if [ "$COMP_CWORD" -eq 1 ]; then
		COMPREPLY=($(compgen -W "help %s --help --version" -- "$cur"))
		return
	fi
	local flags= files=
	case ${COMP_WORDS[1]} in
`, strings.Join(names, " "))
	for _, c := range cmds {
		if c.name == "completion" {
			continue // its argument is a shell, below
		}
		var flags, files []string
		for _, f := range c.flags {
			flags = append(flags, dashed(f))
			if takesFile(f) {
				files = append(files, dashed(f))
			}
		}
		fmt.Fprintf(w, "\t%s) flags=%q files=%q ;;\n", c.name, strings.Join(flags, " "), strings.Join(files, " "))
	}
	fmt.Fprint(w, `	help) COMPREPLY=($(compgen -W "`+strings.Join(names, " ")+`" -- "$cur")); return ;;
	completion) COMPREPLY=($(compgen -W "bash zsh fish" -- "$cur")); return ;;
	esac
	case " $files " in
	*" $prev "*) COMPREPLY=($(compgen -f -- "$cur")); return ;;
	esac
	if [[ $cur == -* ]]; then
		COMPREPLY=($(compgen -W "$flags --help" -- "$cur"))
	else
		COMPREPLY=($(compgen -f -- "$cur"))
	fi
}
complete -o filenames -F _nanpure nanpure
`)
}

// zshQuote escapes text for a description inside single quotes and the
// brackets of _arguments (where a colon needs no escape).
func zshQuote(s string) string {
	r := strings.NewReplacer("'", `'\''`, "[", `\[`, "]", `\]`)
	return r.Replace(s)
}

func writeZsh(w io.Writer, cmds []completed) {
	fmt.Fprint(w, "#compdef nanpure\n# zsh completion for nanpure: source <(nanpure completion zsh)\n_nanpure() {\n\tlocal -a commands\n\tcommands=(\n")
	for _, c := range cmds {
		fmt.Fprintf(w, "\t\t'%s:%s'\n", c.name, zshQuote(c.summary))
	}
	fmt.Fprint(w, "\t\t'help:the commands, or the flags and examples of one'\n\t)\n")
	fmt.Fprint(w, "\tif (( CURRENT == 2 )); then\n\t\t_describe 'command' commands\n\t\treturn\n\tfi\n\tcase $words[2] in\n")
	for _, c := range cmds {
		fmt.Fprintf(w, "\t%s)\n\t\t_arguments", c.name)
		for _, f := range c.flags {
			spec := "'" + dashed(f) + "[" + zshQuote(summary(f)) + "]"
			if f.Name == "i" {
				spec = "'*" + spec[1:] // repeatable
			}
			if takesValue(f) {
				name, _ := flag.UnquoteUsage(f)
				spec += ":" + zshQuote(name) + ":"
				if takesFile(f) {
					spec += "_files"
				}
			}
			fmt.Fprintf(w, " \\\n\t\t\t%s'", spec)
		}
		fmt.Fprint(w, " \\\n\t\t\t'*:file:_files' ;;\n")
	}
	fmt.Fprint(w, "\thelp) _describe 'command' commands ;;\n\tcompletion) _values 'shell' bash zsh fish ;;\n\tesac\n}\ncompdef _nanpure nanpure\n")
}

// fishQuote escapes text for single quotes in fish.
func fishQuote(s string) string {
	return strings.NewReplacer(`\`, `\\`, "'", `\'`).Replace(s)
}

func writeFish(w io.Writer, cmds []completed) {
	var names []string
	for _, c := range cmds {
		names = append(names, c.name)
	}
	fmt.Fprintln(w, "# fish completion for nanpure: nanpure completion fish > ~/.config/fish/completions/nanpure.fish")
	fmt.Fprintln(w, "complete -c nanpure -f")
	fmt.Fprintf(w, "complete -c nanpure -n '__fish_use_subcommand' -a help -d 'the commands, or the flags and examples of one'\n")
	for _, c := range cmds {
		fmt.Fprintf(w, "complete -c nanpure -n '__fish_use_subcommand' -a %s -d '%s'\n", c.name, fishQuote(c.summary))
	}
	fmt.Fprintf(w, "complete -c nanpure -n '__fish_seen_subcommand_from help' -a '%s'\n", strings.Join(names, " "))
	fmt.Fprintf(w, "complete -c nanpure -n '__fish_seen_subcommand_from completion' -a 'bash zsh fish'\n")
	for _, c := range cmds {
		for _, f := range c.flags {
			opt := "-l " + f.Name
			if len(f.Name) == 1 {
				opt = "-o " + f.Name
			}
			if takesValue(f) {
				opt += " -r"
			}
			if takesFile(f) {
				opt += " -F"
			}
			fmt.Fprintf(w, "complete -c nanpure -n '__fish_seen_subcommand_from %s' %s -d '%s'\n", c.name, opt, fishQuote(summary(f)))
		}
	}
}
